// A registry client whose items carry the server's link to themselves
// (`link.href` = 'buckets/{bucketId}/flows/{flowId}'): the URLs are built from those links.
import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';

export interface Link { href: string; rel: string; }
export interface Flow { identifier: string; name: string; link: Link; }

@Injectable({ providedIn: 'root' })
export class FlowsService {
    private http = inject(HttpClient);
    private static readonly API = '/registry-api';

    listVersions(flowUri: string) {
        // @expect GET /registry-api/{flowUri}/versions
        return this.http.get(`${FlowsService.API}/${flowUri}/versions`);
    }

    // a caller below passes the link with this very query already glued to it
    deleteFlow(href: string) {
        return this.http.delete(`${FlowsService.API}/${href}?version=0`);
    }

    renameFlow(flow: Flow, name: string) {
        // @expect PUT /registry-api/{href}
        return this.http.put(`${FlowsService.API}/${flow.link.href}`, { name });
    }

    importVersion(flowUri: string, file: File) {
        // @expect POST /registry-api/{flowUri}/versions/import
        return this.http.post(`${FlowsService.API}/${flowUri}/versions/import`, file);
    }

    // an id the user picks: an ordinary single-segment input
    getBucket(bucketId: string) {
        // @expect GET /registry-api/buckets/{bucketId}
        return this.http.get(`${FlowsService.API}/buckets/${bucketId}`);
    }
}
