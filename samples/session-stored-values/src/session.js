// Values the sign-in page stored in the browser; requests send them back.
import Cookies from 'js-cookie';

export const WORKSPACE = Cookies.get('workspace_slug');

export function currentUserId() {
  return localStorage.getItem('userId');
}
