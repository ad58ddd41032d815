import { api, authApi } from '../api'
import {
  IAppealPayload,
  IFollowRequestsActionPayload,
  ILoginOrRegisterData,
  IUserRelationshipActionPayload,
  ObjectType,
  TRelationship,
} from '../types/user'
import {
  CONFIRM_ACCOUNT,
  GET_LIKES,
  GET_RELATIONSHIPS,
  LOGIN_OR_REGISTER,
  MAKE_APPEAL,
  UPDATE_FOLLOW_REQUESTS,
  UPDATE_RELATIONSHIP,
} from './constants'

export const actions = {
  // a type alias of four verbs: four Tools
  [UPDATE_RELATIONSHIP](context: unknown, payload: IUserRelationshipActionPayload): void {
    // @expect POST /api/users/{username}/block
    authApi.post(`users/${payload.username}/${payload.action}`).then((res) => {
      if (res.data.status !== 'success') {
        throw new Error(res.data.message)
      }
    })
  },
  // an inline union of two verbs: two Tools
  [UPDATE_FOLLOW_REQUESTS](context: unknown, payload: IFollowRequestsActionPayload): void {
    // @expect POST /api/follow-requests/{username}/reject
    authApi.post(`follow-requests/${payload.username}/${payload.action}`)
  },
  // a string enum within a segment: one Tool per kind of object appealed
  [MAKE_APPEAL](context: unknown, payload: IAppealPayload): void {
    // @expect POST /api/comments/{objectId}/suspension/appeal
    authApi.post(`${payload.objectType}s/${payload.objectId}/suspension/appeal`, {
      text: payload.text,
    })
  },
  // reads: one Tool each, the union an enum input
  [GET_RELATIONSHIPS](
    context: unknown,
    payload: { username: string; relationship: TRelationship }
  ): void {
    // @expect GET /api/users/{username}/{relationship}
    authApi.get(`users/${payload.username}/${payload.relationship}`)
  },
  [GET_LIKES](context: unknown, payload: { objectType: ObjectType; objectId: string }): void {
    // @expect GET /api/comments/{objectId}/likes
    authApi.get(`${payload.objectType}s/${payload.objectId}/likes`)
  },
  // a field typed string: the constants the components put in it name the endpoints
  [LOGIN_OR_REGISTER](context: unknown, data: ILoginOrRegisterData): void {
    // @expect POST /api/auth/login
    api.post(`/auth/${data.actionType}`, data.formData).then((res) => {
      if (data.actionType === 'login') {
        window.localStorage.setItem('authToken', res.data.auth_token)
      }
    })
  },
  // answers with a new session token the client stores
  [CONFIRM_ACCOUNT](context: unknown, payload: { token: string }): void {
    // @expect POST /api/auth/account/confirm
    api.post('auth/account/confirm', { token: payload.token }).then((res) => {
      const token = res.data.auth_token
      window.localStorage.setItem('authToken', token)
    })
  },
}
