/**
 * The player's last login, from the activity call (wire: getActivityDetails → doc[0].lastLogin). A
 * failed or empty answer reads as unknown, which the drawer shows as 'N/A'.
 */
import type { ApiService } from '../services/api';

export async function fetchLastLogin(api: ApiService): Promise<string | null> {
  try {
    const body = await api.post<{ success?: boolean; doc?: Array<{ lastLogin?: string | number | null }> }>('getActivityDetails', {});
    const value = body.success === false ? null : body.doc?.[0]?.lastLogin;
    return value === undefined || value === null || value === '' ? null : String(value);
  } catch {
    return null;
  }
}
