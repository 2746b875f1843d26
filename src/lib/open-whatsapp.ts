/** Only a click may open a window: call it straight from the click handler, before any await. */
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
