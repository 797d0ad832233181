import type { ActivityStatus, DistrictCode, HelpType } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import { UNIQUE_VIOLATION, isDatabaseError } from '../../db/errors';
import { matchingError } from '../../domain/matching-errors';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: Reviews;
  }
}


export interface NewReview {
  volunteerActivityId: number;
  content: string;
  imageUrls: string[];
}

export interface ReviewListItem {
  reviewId: number;
  elderlyName: string;
  startTime: Date;
  type: HelpType;
  districtType: DistrictCode;
}

export interface ReviewDetail {
  elderlyName: string;
  startTime: Date;
  districtType: DistrictCode;
  volunteerType: HelpType;
  imageUrls: string[];
  content: string;
}

/** True when the URL is a review photo this volunteer uploaded to our own store. */
export type ReviewImageCheck = (url: string, volunteerId: number) => Promise<boolean>;

interface ReviewsDeps {
  db: Database;
  now: () => number;
  isOwnReviewImage: ReviewImageCheck;
}

export function createReviews({ db, now, isOwnReviewImage }: ReviewsDeps) {
  return {
    /** Only the assigned volunteer, only when REVIEWING, at least one own photo: COMPLETED. */
    async submit(volunteerId: number, review: NewReview): Promise<{ reviewId: number }> {
      const checkActivity = async (tx: Queryable, lock: boolean) => {
        const [activity] = await tx.query<{ volunteerId: number | null; status: ActivityStatus }>(
          `select volunteer_id as "volunteerId", status from activities where id = $1 ${lock ? 'for update' : ''}`,
          [review.volunteerActivityId],
        );
        if (!activity) throw matchingError('MATCHING_NOT_FOUND');
        if (activity.volunteerId !== volunteerId) throw matchingError('NOT_YOUR_MATCHING');
        if (activity.status === 'COMPLETED') throw matchingError('REVIEW_ALREADY_WRITTEN');
        if (activity.status !== 'REVIEWING') throw matchingError('REVIEW_NOT_ALLOWED');
      };
      // Who and when first; the photo check may ask the store, so it runs before any row is locked.
      await checkActivity(db, false);
      if (review.imageUrls.length === 0) throw matchingError('REVIEW_IMAGE_REQUIRED');
      for (const url of review.imageUrls) {
        if (!(await isOwnReviewImage(url, volunteerId))) throw matchingError('INVALID_IMAGE_URL');
      }
      try {
        return await db.transaction(async (tx) => {
          await checkActivity(tx, true);
          const at = new Date(now());
          const [created] = await tx.query<{ id: number }>(
            `insert into reviews (activity_id, volunteer_id, content, image_urls, created_at)
             values ($1, $2, $3, $4::jsonb, $5) returning id`,
            [review.volunteerActivityId, volunteerId, review.content, JSON.stringify(review.imageUrls), at],
          );
          await tx.query(`update activities set status = 'COMPLETED', completed_at = $2, updated_at = $2 where id = $1`, [
            review.volunteerActivityId,
            at,
          ]);
          return { reviewId: created.id };
        });
      } catch (error) {
        if (isDatabaseError(error, UNIQUE_VIOLATION)) throw matchingError('REVIEW_ALREADY_WRITTEN');
        throw error;
      }
    },

    /** The caller's reviews, newest first: written by a volunteer, or about an elderly user's activities. */
    async list(userId: number, userType: 'volunteer' | 'elderly'): Promise<ReviewListItem[]> {
      const owner = userType === 'volunteer' ? 'r.volunteer_id' : 'a.elderly_id';
      return db.query<ReviewListItem>(
        `select r.id as "reviewId", e.name as "elderlyName", a.start_time as "startTime", a.help_type as type,
           a.district as "districtType"
         from reviews r join activities a on a.id = r.activity_id join users e on e.id = a.elderly_id
         where ${owner} = $1
         order by r.created_at desc, r.id desc limit 200`,
        [userId],
      );
    },

    async detail(userId: number, reviewId: number): Promise<ReviewDetail> {
      const [row] = await db.query<ReviewDetail & { volunteerId: number; elderlyId: number }>(
        `select e.name as "elderlyName", a.start_time as "startTime", a.district as "districtType",
           a.help_type as "volunteerType", r.image_urls as "imageUrls", r.content,
           r.volunteer_id as "volunteerId", a.elderly_id as "elderlyId"
         from reviews r join activities a on a.id = r.activity_id join users e on e.id = a.elderly_id
         where r.id = $1`,
        [reviewId],
      );
      if (!row) throw matchingError('REVIEW_NOT_FOUND');
      if (row.volunteerId !== userId && row.elderlyId !== userId) throw matchingError('NOT_YOUR_REVIEW');
      const { volunteerId: _volunteer, elderlyId: _elderly, ...detail } = row;
      return detail;
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;

export const reviewsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    const isOwnReviewImage: ReviewImageCheck = (url, volunteerId) =>
      app.storage.verifyStoredImage(url, { folders: ['review'], ownerId: volunteerId });
    app.decorate('reviews', createReviews({ db: app.db, now, isOwnReviewImage }));
  },
  { name: 'reviews', dependencies: ['database', 'storage'] },
);
