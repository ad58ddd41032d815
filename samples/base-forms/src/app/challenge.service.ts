import axios from 'axios'
import { environment } from '../environments/environment'

const host = environment.hostServer + '/api/Challenges'

export async function findChallenges(params?: Record<string, string>) {
  // @expect GET /api/Challenges/
  const { data } = await axios.get(host + '/', { params })
  return data.data
}

export async function repeatNotification(challenge: string) {
  // @expect GET /rest/repeat-notification
  const { data } = await axios.get(environment.hostServer + '/rest/repeat-notification',
    { params: { challenge } })
  return data
}
