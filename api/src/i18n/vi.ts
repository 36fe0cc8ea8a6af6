import type { Catalogue } from './en';

/**
 * The API's texts in Vietnamese: informal "bạn", natural, no teencode; the glossary of docs/i18n.md
 * (bài viết, bình luận, theo dõi, thích, thông báo...).
 */
export const vi: Catalogue = {
  'notification.someone': 'Ai đó',

  'notification.LIKE_POST.title': '{others, plural, =0 {Lượt thích mới} other {Những lượt thích mới}}',
  'notification.LIKE_POST.message':
    '{others, plural, =0 {{actor} đã thích bài viết "{postTitle}" của bạn} other {{actor} và # người khác đã thích bài viết "{postTitle}" của bạn}}',
  'notification.LIKE_COMMENT.title': '{others, plural, =0 {Lượt thích mới} other {Những lượt thích mới}}',
  'notification.LIKE_COMMENT.message':
    '{others, plural, =0 {{actor} đã thích bình luận "{comment}" của bạn} other {{actor} và # người khác đã thích bình luận "{comment}" của bạn}}',
  'notification.FOLLOW.title': '{others, plural, =0 {Người theo dõi mới} other {Những người theo dõi mới}}',
  'notification.FOLLOW.message':
    '{others, plural, =0 {{actor} đã bắt đầu theo dõi bạn} other {{actor} và # người khác đã bắt đầu theo dõi bạn}}',
  'notification.COMMENT.title': 'Bình luận mới',
  'notification.COMMENT.message': '{actor} đã bình luận về bài viết "{postTitle}"',
  'notification.REPLY.title': 'Trả lời mới',
  'notification.REPLY.message': '{actor} đã trả lời bình luận của bạn trong bài viết "{postTitle}"',
  'notification.MENTION.title': 'Bạn được nhắc đến',
  'notification.MENTION.message':
    '{place, select, comment {{actor} đã nhắc đến bạn trong một bình luận ở bài viết "{postTitle}"} other {{actor} đã nhắc đến bạn trong bài viết "{postTitle}"}}',
  'notification.NEW_POST.title': 'Bài viết mới',
  'notification.NEW_POST.message': '{actor} vừa đăng bài viết "{postTitle}"',
  'notification.SYSTEM.CONTENT_HIDDEN.title':
    '{content, select, post {Bài viết của bạn đã bị ẩn} other {Bình luận của bạn đã bị ẩn}}',
  'notification.SYSTEM.CONTENT_HIDDEN.message':
    '{content, select, post {Bài viết của bạn bị báo cáo và đã được tự động ẩn vì có vẻ mang tính xúc phạm. Quản trị viên sẽ xem xét và có thể khôi phục lại.} other {Bình luận của bạn bị báo cáo và đã được tự động ẩn vì có vẻ mang tính xúc phạm. Quản trị viên sẽ xem xét và có thể khôi phục lại.}}',

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
