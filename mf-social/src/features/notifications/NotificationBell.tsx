/** NotificationBell widget of the social remote. */
export default function NotificationBell() {
  return null;
}
