// The spec's user-facing texts used by more than one feature.
export const LOGIN_REQUIRED = 'Bạn cần đăng nhập.';
export const BOOKMARK_FAILED = 'Không thể cập nhật trạng thái lưu bài viết.';
export const BOOKMARK_NETWORK_ERROR = 'Lỗi kết nối với API, vui lòng thử lại.';
