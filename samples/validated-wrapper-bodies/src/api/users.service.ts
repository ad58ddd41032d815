import { ApiService } from './api.service';
import { RegisterRequest, UserInfoRequest, UserRenameRequest } from 'shared-dto/user';

export class UsersService {
  constructor(private readonly api: ApiService) {}

  info(id: string) {
    // @expect POST /api/user/info
    return this.api.post(UserInfoRequest, '/api/user/info', { id });
  }

  register(username: string, password: string) {
    // @expect POST /api/user/register
    return this.api.post(RegisterRequest, '/api/user/register', { username, password });
  }

  rename(id: string, name: string) {
    // @expect PUT /api/user/name
    return this.api.put(UserRenameRequest, '/api/user/name', { id, name });
  }
}
