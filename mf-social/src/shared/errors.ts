import { isApiError } from '@cwt/core';

export const FOLLOW_FAILED = 'Không thể cập nhật trạng thái follow.';
export const CONNECTION_FAILED = 'Lỗi kết nối API. Vui lòng thử lại.';
export const SIGN_IN_REQUIRED = 'Bạn cần đăng nhập.';
export const PROFILE_NOT_FOUND = 'Không tìm thấy người dùng hoặc đường dẫn không hợp lệ.';

/** The spec's follow alert: the server message, the generic one, or the network one. */
export function followErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.status === 0 ? CONNECTION_FAILED : error.message || FOLLOW_FAILED;
  return FOLLOW_FAILED;
}
