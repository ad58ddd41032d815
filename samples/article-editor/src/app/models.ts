export interface Profile {
  username: string;
  bio: string | null;
  image: string;
  following: boolean;
}

export interface Article {
  slug: string;
  title: string;
  description: string;
  body: string;
  tagList: string[];
  createdAt: string;
  favorited: boolean;
  author: Profile;
}

export interface User {
  email: string;
  token: string;
  username: string;
  bio: string | null;
  image: string;
}

export type Credentials = Pick<User, 'email'> & { password: string };

export interface CommentDraft {
  body: string;
  preview?: boolean;
  mentions?: string[];
}
