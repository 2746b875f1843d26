/**
 * Opens `url` (a WhatsApp chat) in a new tab once `task` has settled, in a way popup blockers
 * allow: browsers only let a click open a window synchronously, so the blank tab is opened
 * right away and pointed at the chat when the task is done. The task failing does not stop
 * the chat from opening; where no tab could be opened, this tab goes to the chat instead.
 *
 * Call it straight from the click handler, before any await.
 */
export async function openWhatsappAfter(url: string, task: () => Promise<unknown>): Promise<void> {
  const tab = window.open('', '_blank');
  // The chat page must not get a handle on this one (what rel="noopener" does for links).
  if (tab) tab.opener = null;
  try {
    await task();
  } catch {
    // Recording the click is secondary; the visitor still gets the chat.
  }
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
