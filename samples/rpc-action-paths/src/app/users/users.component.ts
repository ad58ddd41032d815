import { Component } from '@angular/core';
import { DialogService } from '../services/dialog.service';
import { User, UserService } from '../services/user.service';
import { FeedService } from '../services/feed.service';
import { getSecret } from '../services/secret';

@Component({ templateUrl: './users.component.html' })
export class UsersComponent {
  users: User[] = [];
  taken = false;
  meta: { width: number; height: number } | null = null;
  secret: unknown = null;

  constructor(
    private readonly userService: UserService,
    private readonly feedService: FeedService,
    private readonly dialogService: DialogService,
  ) {}

  async onNameInput(value: string) {
    this.taken = !(await this.userService.checkNameIsAvailable(value));
  }

  async disableApi(user: User) {
    await this.userService.disableApi(user.id);
  }

  async refreshFeeds() {
    await this.feedService.refresh();
  }

  async removeTag(id: number) {
    await this.feedService.removeTag(id);
  }

  async showMeta(image: string) {
    this.meta = await this.feedService.GetImageMeta(image);
  }

  async openSecret(id: string, password: string) {
    this.secret = await getSecret(id, password);
  }

  async signOut() {
    await this.userService.logout();
  }

  // the answer is the pressed button's name; only the delete waits for it, the list is
  // reloaded whatever the answer
  async deleteUser(user: User) {
    const pressedButton = await this.dialogService.showDialog({
      title: `Are you sure you want to delete ${user.username}?`,
      description: 'This action cannot be undone.',
      buttons: [
        { name: 'cancel', text: 'Cancel' },
        { color: 'warn', name: 'delete', text: 'Delete' },
      ],
    });

    if (pressedButton === 'delete') {
      await this.userService.deleteUser(user.id);
    }

    this.users = await this.userService.listUsers();
  }
}
