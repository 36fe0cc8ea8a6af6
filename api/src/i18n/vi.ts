import type { MailCatalogue } from './en';

/**
 * The API's texts in Vietnamese: informal "bạn", natural, no teencode; the glossary of docs/i18n.md
 * (bài viết, bình luận, theo dõi, thích, thông báo...).
 */
export const vi: MailCatalogue = {
  'mail.reset.subject': 'Đặt lại mật khẩu CWT của bạn',
  'mail.reset.text':
    'Chào {name},\n\nCó người (hy vọng là bạn) vừa yêu cầu đặt lại mật khẩu CWT của bạn. Đường link chỉ dùng được một lần, trong vòng 1 giờ:\n\n{link}\n\nNếu không phải bạn, cứ bỏ qua e-mail này nhé; mật khẩu của bạn vẫn giữ nguyên.\n',
  'mail.set.subject': 'Đặt mật khẩu cho tài khoản CWT của bạn',
  'mail.set.text':
    'Chào {name},\n\nMột tài khoản CWT vừa được tạo cho bạn. Hãy đặt mật khẩu tại đây (đường link chỉ dùng được một lần, trong vòng 1 giờ):\n\n{link}\n',
  'mail.verify.subject': 'Xác nhận e-mail của bạn trên CWT',
  'mail.verify.text':
    'Chào {name},\n\nBạn hãy xác nhận địa chỉ e-mail bằng cách mở đường link này (có hiệu lực trong 48 giờ):\n\n{link}\n',
};
