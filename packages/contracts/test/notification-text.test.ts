import { LOCALES } from '../src/locale';
import {
  type NotificationMessageId,
  readNotificationText,
  renderNotificationText,
  SYSTEM_NOTICES,
} from '../src/notification-text';
import {
  NOTIFICATION_PARAMS,
  NOTIFICATION_TYPES,
  type NotificationText,
  type NotificationType,
} from '../src/notifications';

/** Params every schema of NOTIFICATION_PARAMS accepts: a string, a number or an enum's first value. */
function sampleParams(type: NotificationType): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(NOTIFICATION_PARAMS[type].shape).map(([name, schema]) => [
      name,
      schema.def.type === 'number' ? 2 : schema.def.type === 'enum' ? schema.options[0] : 'Lan',
    ]),
  );
}
/** One of every type, and of every system notice, as the API writes them. */
const SAMPLES = NOTIFICATION_TYPES.flatMap((type) =>
  (type === 'SYSTEM' ? SYSTEM_NOTICES : [undefined]).map(
    (notice) => ({ type, params: { ...sampleParams(type), ...(notice && { notice }) } }) as NotificationText,
  ),
);

/** A translate that answers with the id and its values, and notes which ids were asked for. */
function recorder() {
  const asked = new Set<NotificationMessageId>();
  const translate = (id: NotificationMessageId, values?: Record<string, string | number>) => {
    asked.add(id);
    return `${id} ${JSON.stringify(values ?? {})}`;
  };
  return { asked, translate };
}

test('what the zod schemas accept, the zod-free reader reads as the same text', () => {
  for (const sample of SAMPLES) {
    expect(NOTIFICATION_PARAMS[sample.type].safeParse(sample.params).success).toBe(true);
    expect(readNotificationText(sample.type, sample.params)).toEqual(sample);
  }
});

test('what it cannot render is null: no params, an unknown type or notice, a param missing or mistyped', () => {
  expect(readNotificationText('LIKE_POST', undefined)).toBeNull();
  expect(readNotificationText('BADGE', { actor: 'Lan' })).toBeNull();
  expect(readNotificationText('toString', { actor: 'Lan' })).toBeNull();
  expect(readNotificationText('SYSTEM', { notice: 'ACCOUNT_LOCKED', content: 'post' })).toBeNull();
  expect(readNotificationText('COMMENT', { actor: 'Lan' })).toBeNull();
  expect(readNotificationText('FOLLOW', { actor: 'Lan', others: '2' })).toBeNull();
  // A param it does not know (a newer API's addition) leaves the text renderable.
  expect(readNotificationText('FOLLOW', { actor: 'Lan', others: 2, since: 'x' })).not.toBeNull();
});

test('each type asks for its title and message; an actor without a name is "someone"', () => {
  const { asked, translate } = recorder();
  const like: NotificationText = { type: 'LIKE_POST', params: { actor: 'Lan', others: 0, postTitle: 'T' } };
  expect(renderNotificationText(like, translate)).toEqual({
    title: 'notification.LIKE_POST.title {"actor":"Lan","others":0,"postTitle":"T"}',
    message: 'notification.LIKE_POST.message {"actor":"Lan","others":0,"postTitle":"T"}',
  });
  expect(
    renderNotificationText({ type: 'FOLLOW', params: { actor: ' ', others: 0 } }, translate).message,
  ).toBe('notification.FOLLOW.message {"actor":"notification.someone {}","others":0}');
  const hidden: NotificationText = { type: 'SYSTEM', params: { notice: 'CONTENT_HIDDEN', content: 'post' } };
  expect(renderNotificationText(hidden, translate).title).toBe(
    'notification.SYSTEM.CONTENT_HIDDEN.title {"notice":"CONTENT_HIDDEN","content":"post"}',
  );
  expect(asked.has('notification.someone')).toBe(true);
});

test.each(LOCALES)('the %s catalogue holds exactly the texts the types use', async (locale) => {
  const { asked, translate } = recorder();
  for (const sample of SAMPLES) renderNotificationText(sample, translate);
  translate('notification.someone');
  const catalogue = (await import(`../src/i18n/${locale}.messages.json`)) as { default: object };
  expect(Object.keys(catalogue.default).sort()).toEqual([...asked].sort());
});
