import { startFakeSns, type FakeSns } from '../../../tools/fakes/sns-server';
import { SmsDeliveryError } from '../../src/sms/sms-sender';
import { createSnsSender } from '../../src/sms/sns-sender';
import { lastCodeFor, toInternational, uniquePhone } from '../accounts';
import { buildTestApp, logCollector, type TestApp } from '../helper';
import { createServer } from '@ieum/server-kit';

function silentLog() {
  const logs = logCollector();
  // The servers' own logger (server-kit), writing into a buffer.
  return { log: createServer({ logLevel: 'info', logStream: logs.stream }).log, text: logs.text };
}

describe('SNS sender against a fake SNS (Query API, SigV4 checked)', () => {
  let sns: FakeSns;
  beforeAll(async () => {
    sns = await startFakeSns();
  });
  afterAll(() => sns.close());

  const sender = (secretAccessKey = sns.secretAccessKey, senderId?: string) => {
    const { log, text } = silentLog();
    return { text, sender: createSnsSender({ region: sns.region, endpoint: sns.url, credentials: { accessKeyId: sns.accessKeyId, secretAccessKey }, senderId, log }) };
  };

  it('publishes a transactional SMS to the number', async () => {
    const { sender: sms, text } = sender(undefined, 'IEUM');
    await sms.send({ to: '+821012345678', text: '[이음] 인증번호는 123456 입니다. 5분 안에 입력해주세요.' });
    expect(sns.messages.at(-1)).toEqual({
      phoneNumber: '+821012345678',
      message: '[이음] 인증번호는 123456 입니다. 5분 안에 입력해주세요.',
      attributes: { 'AWS.SNS.SMS.SMSType': 'Transactional', 'AWS.SNS.SMS.SenderID': 'IEUM' },
      messageId: expect.any(String),
    });
    expect(text()).toContain('SMS sent through SNS');
    expect(text()).not.toContain('123456');
    expect(text()).not.toContain('+821012345678');
    sms.client.destroy();
  });

  it('retries a throttled publish once', async () => {
    const { sender: sms } = sender();
    sns.failNext('Throttling', 400, 1);
    await sms.send({ to: '+821012345678', text: 'retry me' });
    expect(sns.messages.at(-1)?.message).toBe('retry me');
    sms.client.destroy();
  });

  it('throws SmsDeliveryError when SNS refuses (bad signature, throttling)', async () => {
    const { sender: forged } = sender('wrong-secret');
    await expect(forged.send({ to: '+821012345678', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    forged.client.destroy();

    const { sender: sms, text } = sender();
    sns.failNext('Throttling', 400, 2); // the SDK tries twice
    const before = sns.messages.length;
    await expect(sms.send({ to: '+821012345678', text: '[이음] 인증번호는 654321 입니다.' })).rejects.toThrow(/SNS publish failed/);
    expect(sns.messages.length).toBe(before);
    expect(text()).not.toContain('654321');
    sms.client.destroy();
  });
});

describe('phone codes through SNS', () => {
  let sns: FakeSns;
  let t: TestApp;
  beforeAll(async () => {
    sns = await startFakeSns();
    t = await buildTestApp({
      env: { SMS_PROVIDER: 'sns', SMS_SNS_ENDPOINT: sns.url, SMS_SNS_REGION: sns.region, AWS_ACCESS_KEY_ID: sns.accessKeyId, AWS_SECRET_ACCESS_KEY: sns.secretAccessKey },
    });
  });
  afterAll(async () => {
    await t.close();
    await sns.close();
  });

  it('sends the code by SNS, not to the outbox, and the code checks', async () => {
    const phoneNumber = toInternational(uniquePhone());
    const sent = await t.inject({ method: 'POST', url: '/api/auth', payload: { phoneNumber } });
    expect(sent.statusCode).toBe(200);
    const message = sns.messages.at(-1)!;
    expect(message.phoneNumber).toBe(phoneNumber);
    const code = /(\d{6})/.exec(message.message)![1];
    await expect(lastCodeFor(t, phoneNumber)).rejects.toThrow(/no code/);
    const checked = await t.inject({ method: 'GET', url: `/api/auth?phoneNumber=${encodeURIComponent(phoneNumber)}&verificationCode=${code}` });
    expect(checked.json()).toEqual({ verified: true, verificationToken: expect.any(String) });
  });

  it('answers 503 SMS_UNAVAILABLE when SNS fails, and the undelivered code is void', async () => {
    const phoneNumber = toInternational(uniquePhone());
    sns.failNext('InternalFailure', 500, 2);
    const failed = await t.inject({ method: 'POST', url: '/api/auth', payload: { phoneNumber } });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 'SMS_UNAVAILABLE', message: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.' });
    const [row] = await t.db.query('select phone from phone_codes where phone = $1', [phoneNumber]);
    expect(row).toBeUndefined();
  });
});
