import { Component, inject } from '@angular/core';
import { from } from 'rxjs';
import { switchMap } from 'rxjs/operators';
import { FlowsService, Flow } from './flows.service';

@Component({ selector: 'app-flows', template: '' })
export class FlowsPage {
    private flows = inject(FlowsService);

    showVersions(request: { flow: Flow }) {
        this.flows.listVersions(request.flow.link.href).subscribe();
    }

    remove(flow: Flow) {
        // @expect DELETE /registry-api/{href}
        this.flows.deleteFlow(flow.link.href).subscribe();
    }

    undoCreate(created: Flow) {
        // @expect DELETE /registry-api/{href}
        this.flows.deleteFlow(created.link.href + '?version=0').subscribe();
    }

    rename(flow: Flow) {
        this.flows.renameFlow(flow, 'renamed').subscribe();
    }

    upload(requests: any) {
        return requests.pipe(switchMap(({ href, file }: any) => from(this.flows.importVersion(href, file))));
    }

    open(bucketId: string) {
        this.flows.getBucket(bucketId).subscribe();
    }
}
