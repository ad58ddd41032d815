import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable } from 'rxjs';

export interface Journey { id: number; name: string; }
export interface Stop { id: number; name: string; }
export interface Member { username: string; }
export interface Tweet { id: string; }

// A service naming its methods after the HTTP method they send: postX is POST /x, the
// HTTP verb, no publication; accepting or declining an invitation sends none.
@Injectable({ providedIn: 'root' })
export class JourneyService {
  constructor(private http: HttpClient) {}

  postJourney(journey: { name: string }): Observable<Journey> {
    // @expect POST /api/journeys
    return this.http.post<Journey>('/api/journeys', journey);
  }

  postJourneyStop(journeyId: number, stop: { name: string }): Observable<Stop> {
    // @expect POST /api/journeys/{journeyId}/stops
    return this.http.post<Stop>(`/api/journeys/${journeyId}/stops`, stop);
  }

  putJourney(journeyId: number, journey: { name: string }): Observable<Journey> {
    // @expect PUT /api/journeys/{journeyId}
    return this.http.put<Journey>(`/api/journeys/${journeyId}`, journey);
  }

  // post before no noun of the path: posting to another network publishes
  postToTimeline(journeyId: number): Observable<Tweet> {
    // @expect POST /api/journeys/{journeyId}/timeline
    return this.http.post<Tweet>(`/api/journeys/${journeyId}/timeline`, {});
  }

  // the act of inviting sends an invitation
  inviteJourneyMember(journeyId: number, username: string): Observable<Member> {
    // @expect POST /api/journeys/{journeyId}/members
    return this.http.post<Member>(`/api/journeys/${journeyId}/members`, { username });
  }

  acceptJourneyMemberInvite(journeyId: number): Observable<Member> {
    // @expect POST /api/journeys/{journeyId}/members/accept
    return this.http.post<Member>(`/api/journeys/${journeyId}/members/accept`, {});
  }

  declineJourneyMemberInvite(journeyId: number): Observable<Member> {
    // @expect POST /api/journeys/{journeyId}/members/decline
    return this.http.post<Member>(`/api/journeys/${journeyId}/members/decline`, {});
  }

  // a name whose verb agrees with its request keeps its words
  deleteJourney(journeyId: number): Observable<null> {
    // @expect DELETE /api/journeys/{journeyId}
    return this.http.delete<null>(`/api/journeys/${journeyId}`);
  }
}
