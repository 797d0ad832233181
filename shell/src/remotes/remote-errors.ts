/** Errors of the shell's federation layer: a stable code for logs and reports, a Korean text for people. */
export const REMOTE_ERRORS = {
  'SHELL-001': {
    description: 'The remotes configuration (/remotes.json) could not be loaded.',
    message: '앱을 시작하지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  },
  'SHELL-002': {
    description: "A remote's entry or page chunk could not be loaded (server down, network, broken build).",
    message: '이 화면을 지금 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  'SHELL-003': {
    description: 'The remote loaded but does not provide the route the configuration assigns to it.',
    message: '이 화면을 찾지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  'SHELL-004': {
    description:
      "The remote was built for a platform contract (@ieum/platform) this shell's copy does not meet (a newer one, or another major): deploy the shell first (platform/README.md).",
    message: '앱을 새 버전으로 바꾸는 중이에요. 잠시 후 다시 시도해 주세요.',
  },
  'SHELL-005': {
    description:
      "One of the shell's own page chunks could not be loaded: the network, or the shell was redeployed since this tab opened and its old chunks are gone (only a reload knows the new names).",
    message: '이 화면을 지금 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
} as const;

export type RemoteErrorCode = keyof typeof REMOTE_ERRORS;

export class RemoteLoadError extends Error {
  readonly code: RemoteErrorCode;

  constructor(code: RemoteErrorCode, detail: string, options?: { cause?: unknown }) {
    super(`${code}: ${REMOTE_ERRORS[code].description} ${detail}`, options);
    this.name = 'RemoteLoadError';
    this.code = code;
  }
}
