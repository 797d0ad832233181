import { randomUUID } from 'node:crypto';
import { escapeXml, listen, readBody, runFromCommandLine, type RunningFake, sendXml } from './http-server';
import { verifySigV4 } from './aws-sigv4';

// A local stand-in for Amazon SNS's Query API as the SMS path uses it: POST / with a form body
// (Action=Publish&PhoneNumber=...&Message=...), SigV4-signed, answered in SNS's XML.

export interface PublishedSms {
  phoneNumber: string;
  message: string;
  attributes: Record<string, string>;
  messageId: string;
}

export interface FakeSnsOptions {
  accessKeyId?: string;
  secretAccessKey?: string;
  region?: string;
  port?: number;
}

export interface FakeSns extends RunningFake {
  readonly messages: PublishedSms[];
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** The next `times` Publish calls fail with this SNS error (e.g. 'Throttling'); the SDK retries some. */
  failNext(code: string, status?: number, times?: number): void;
}

const XMLNS = 'http://sns.amazonaws.com/doc/2010-03-31/';

function errorXml(type: 'Sender' | 'Receiver', code: string, message: string): string {
  return `<ErrorResponse xmlns="${XMLNS}"><Error><Type>${type}</Type><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
}

/** MessageAttributes.entry.N.Name / .Value.DataType / .Value.StringValue -> {name: value} */
function messageAttributes(form: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (let index = 1; form.has(`MessageAttributes.entry.${index}.Name`); index += 1) {
    attributes[form.get(`MessageAttributes.entry.${index}.Name`)!] = form.get(`MessageAttributes.entry.${index}.Value.StringValue`) ?? '';
  }
  return attributes;
}

export async function startFakeSns(options: FakeSnsOptions = {}): Promise<FakeSns> {
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKESNS000000000';
  const secretAccessKey = options.secretAccessKey ?? 'fake-sns-secret-key-0000000000000000000';
  const region = options.region ?? 'ap-northeast-1';
  const messages: PublishedSms[] = [];
  let nextFailure: { code: string; status: number; times: number } | null = null;

  const running = await listen(async (request, response) => {
    try {
      const body = await readBody(request);
      if (request.method !== 'POST') return sendXml(response, 405, errorXml('Sender', 'InvalidAction', 'Only POST is supported'));
      const auth = verifySigV4(
        { method: request.method, rawUrl: request.url ?? '/', headers: request.headers, body },
        { credentials: { [accessKeyId]: secretAccessKey }, service: 'sns', region },
      );
      if (!auth.ok) return sendXml(response, auth.status, errorXml('Sender', auth.code, auth.message));
      if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        return sendXml(response, 400, errorXml('Sender', 'MalformedQueryString', 'Expected a form-encoded body'));
      }
      const form = new URLSearchParams(body.toString('utf8'));
      if (form.get('Action') !== 'Publish') return sendXml(response, 400, errorXml('Sender', 'InvalidAction', `Unsupported action ${form.get('Action')}`));
      if (form.get('Version') !== '2010-03-31') return sendXml(response, 400, errorXml('Sender', 'InvalidParameter', 'Version must be 2010-03-31'));
      const phoneNumber = form.get('PhoneNumber') ?? '';
      const message = form.get('Message') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber)) {
        return sendXml(response, 400, errorXml('Sender', 'InvalidParameter', 'Invalid parameter: PhoneNumber Reason: must be in E.164 format'));
      }
      if (!message) return sendXml(response, 400, errorXml('Sender', 'InvalidParameter', 'Invalid parameter: Empty message'));
      if (Buffer.byteLength(message) > 1600) return sendXml(response, 400, errorXml('Sender', 'InvalidParameter', 'Message too long'));
      if (nextFailure) {
        const failure = nextFailure;
        failure.times -= 1;
        if (failure.times <= 0) nextFailure = null;
        return sendXml(response, failure.status, errorXml(failure.status >= 500 ? 'Receiver' : 'Sender', failure.code, 'Simulated failure'));
      }
      const messageId = randomUUID();
      messages.push({ phoneNumber, message, attributes: messageAttributes(form), messageId });
      return sendXml(
        response,
        200,
        `<PublishResponse xmlns="${XMLNS}"><PublishResult><MessageId>${messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    } catch (error) {
      sendXml(response, 500, errorXml('Receiver', 'InternalError', (error as Error).message));
    }
  }, options.port);

  return {
    url: running.url,
    close: running.close,
    messages,
    accessKeyId,
    secretAccessKey,
    region,
    failNext(code, status = 400, times = 1) {
      nextFailure = { code, status, times };
    },
  };
}

if (require.main === module) runFromCommandLine(() => startFakeSns({ port: Number(process.env.PORT ?? 0) }), 'fake-sns');
