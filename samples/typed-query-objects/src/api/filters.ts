// The filters the list helpers take as one object; each member is a query parameter.
export type FeedFilter = {
  have_unread?: boolean;
  have_bookmark?: boolean;
};

export interface ItemFilter {
  page: number;
  page_size?: number;
  keyword?: string;
  feed_id?: number;
}

export interface UserQuery {
  role: 'admin' | 'member';
  active?: boolean;
}

export interface TagQuery {
  prefix?: string;
  limit?: number;
}
