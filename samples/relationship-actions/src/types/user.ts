export type TRelationshipAction = 'follow' | 'unfollow' | 'block' | 'unblock'
export type TRelationship = 'followers' | 'following'

export enum ObjectType {
  Comment = 'comment',
  Workout = 'workout',
}

export interface IUserRelationshipActionPayload {
  username: string
  action: TRelationshipAction
}

export interface IFollowRequestsActionPayload {
  username: string
  action: 'accept' | 'reject'
}

export interface IAppealPayload {
  objectType: ObjectType
  objectId: string
  text: string
}

export interface ILoginOrRegisterData {
  actionType: string
  formData: { username: string; password: string }
}
