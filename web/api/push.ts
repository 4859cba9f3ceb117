import { pushKey, pushSubscribe, pushUnsubscribe } from '@contract/routes/retention';
import { api } from '@web/api/client';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

async function registration() {
  return navigator.serviceWorker.ready;
}

/** This device's subscription, if push is on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser's permission (only now, on the player's toggle) and subscribes this device. */
export async function turnPushOn(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const { public_key } = (await api.call(pushKey)).data;
  const reg = await registration();
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(public_key),
    }));
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await api.call(pushSubscribe, { body: { endpoint: json.endpoint, keys: json.keys } });
  return true;
}

/** Turns push off on this device: the server forgets it, the browser drops it. */
export async function turnPushOff(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await api.call(pushUnsubscribe, { body: { endpoint: sub.endpoint } }).catch(() => undefined);
  await sub.unsubscribe().catch(() => false);
}

/** After a logout: the browser's side only (the server already forgot it with the session). */
export async function dropBrowserSubscription(): Promise<void> {
  const sub = await currentSubscription().catch(() => null);
  await sub?.unsubscribe().catch(() => false);
}
