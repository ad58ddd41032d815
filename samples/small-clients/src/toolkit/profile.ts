// ts-api-toolkit: a ready-made service whose base URL one call sets for the whole program.
import { apiService } from 'ts-api-toolkit';

apiService.changeBaseUrl('https://api.example.com/api');

export function loadProfile(username: string) {
  // @expect GET /profiles/{username}
  return apiService.get(`profiles/${username}`);
}

export function follow(username: string) {
  // @expect POST /profiles/{username}/follow
  return apiService.post(`profiles/${username}/follow`, {});
}
