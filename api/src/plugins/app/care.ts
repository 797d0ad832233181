import type { CareSharing } from '@ieum/domain';
import type { Secrets } from '@ieum/server-kit';
import fp from 'fastify-plugin';
import { SMS_NOTIFICATION_KINDS, careSmsText } from '../../domain/care-notification-texts';
import { deriveKey } from '../../lib/derived-keys';
import { localToInternational } from '../../lib/phone';
import { type CareAlerts, createCareAlerts } from './care/alerts';
import { type AuditEntry, type AuditQuery, auditEntries } from './care/audit';
import { type CareDashboard, createCareDashboard } from './care/dashboard';
import { createFamilyView, type FamilyView } from './care/family-view';
import { type CareLinks, createCareLinks } from './care/links';
import { sharingOf, updateSharing } from './care/sharing';
import type { InsertedNotification } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    careLinks: CareLinks;
    careSharing: { get(elderlyId: number): Promise<CareSharing>; update(elderlyId: number, changes: Partial<CareSharing>): Promise<CareSharing> };
    family: FamilyView;
    careAlerts: CareAlerts;
    careStaff: CareDashboard;
    careAudit: { list(staffId: number, query: AuditQuery): Promise<AuditEntry[]> };
    /** The circle of care's SMS still being sent (tests await idle()). */
    careSms: { idle(): Promise<void> };
  }
}

/**
 * The circle of care (api/README.md "Circle of care"): family links and sharing, the family's
 * view, crisis alerts with their durable jobs, the worker's dashboard, the audit log, and the SMS
 * that go with crisis notifications. One plugin file composes; care/ holds one module per part.
 */
export const carePlugin = fp(
  async (app, { secrets, now = Date.now }: { secrets: Secrets; now?: () => number }) => {
    const { db, notifications } = app;
    const links = createCareLinks({ db, notifications, codeKey: deriveKey(secrets.jwtSecret, 'care-link-code'), now });
    const alerts = createCareAlerts({
      db,
      now,
      timings: { escalateAfterMs: app.config.CARE_ALERT_ESCALATE_AFTER_SECONDS * 1000, overdueAfterMs: app.config.CARE_ALERT_OVERDUE_AFTER_SECONDS * 1000 },
    });
    app.decorate('careLinks', links);
    app.decorate('careSharing', {
      get: (elderlyId: number) => sharingOf(db, elderlyId),
      update: (elderlyId: number, changes: Partial<CareSharing>) => updateSharing(db, elderlyId, changes, new Date(now())),
    });
    app.decorate('family', createFamilyView({ db, links, now }));
    app.decorate('careAlerts', alerts);
    app.decorate('careStaff', createCareDashboard({ db, alerts, now }));
    app.decorate('careAudit', { list: (staffId: number, query: AuditQuery) => auditEntries(db, staffId, query, now()) });
    for (const [kind, handler] of Object.entries(alerts.jobHandlers)) app.scheduledJobs.handle(kind as keyof typeof alerts.jobHandlers, handler);

    // Crisis notifications also go by SMS, after the commit like push: a notification skipped as a
    // duplicate (a retried job) is not returned here, so it is never texted twice.
    let sending = Promise.resolve();
    async function text(item: InsertedNotification) {
      try {
        const recipient = await app.users.findById(item.recipientId);
        if (!recipient) return;
        await app.sms.send({ to: localToInternational(recipient.phone), text: careSmsText(item) });
      } catch (error) {
        app.log.error({ err: error, userId: item.recipientId, notificationId: item.id }, 'care sms failed');
      }
    }
    notifications.deliverAlso((items) => {
      for (const item of items) if (SMS_NOTIFICATION_KINDS.has(item.kind)) sending = sending.then(() => text(item));
    });
    app.decorate('careSms', { idle: () => sending });
    app.addHook('onClose', () => sending);
  },
  { name: 'care', dependencies: ['database', 'config', 'users', 'notifications', 'scheduled-jobs', 'sms'] },
);
