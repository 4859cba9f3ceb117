import { useMe } from '../../api/session';

/** Editors and admins write content; analysts read it (game-rules "Operator console"). */
export function useCanWrite(): boolean {
  const role = useMe().data?.role;
  return role === 'admin' || role === 'editor';
}
