import { ApiError, errorMessage } from '@ieum/platform';
import { UploadError } from '../image-upload';

describe('errorMessage', () => {
  it("shows the message of the app's own errors", () => {
    expect(errorMessage(new ApiError(409, '이미 사용 중인 아이디입니다.'), '실패')).toBe('이미 사용 중인 아이디입니다.');
    expect(errorMessage(new UploadError('파일이 너무 큽니다.'), '실패')).toBe('파일이 너무 큽니다.');
  });

  it('shows the fallback for anything else: programming errors, browser refusals, non-errors', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'split')"), '로그인에 실패했습니다.')).toBe(
      '로그인에 실패했습니다.',
    );
    expect(errorMessage(new DOMException('Access is denied for this document.', 'SecurityError'), '실패')).toBe('실패');
    expect(errorMessage('boom', '실패')).toBe('실패');
    expect(errorMessage(new ApiError(500, ''), '실패')).toBe('실패');
  });
});
