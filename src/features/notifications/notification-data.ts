export interface NotificationAction {
  action: string;
  label?: string;
}
export interface NotificationLine {
  content: string;
  type?: 'primary' | 'secondary';
  icon?: string;
  action?: NotificationAction;
}
/** The spec's notification data: shown as plain text by the web app, never as HTML. */
export interface NotificationData {
  image?: string | null;
  lines: NotificationLine[];
  /** An in-app path (`/titles/1/dune`): the bell, the e-mail button and the push click open it. */
  mainAction?: NotificationAction;
  buttonActions?: NotificationAction[];
  /** Workspace invitations carry their token for the Join/Decline buttons. */
  inviteId?: string;
}
