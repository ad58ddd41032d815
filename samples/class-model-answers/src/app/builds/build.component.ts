import { Component, OnInit } from '@angular/core';
import { BuildsService } from './builds.service';
import { Build } from './build.model';

@Component({ selector: 'app-build', template: '<p>{{ build?.commitShort }} {{ build?.status }}</p>' })
export class BuildComponent implements OnInit {
  build: Build | null = null;
  builds: Build[] = [];

  constructor(private builds$: BuildsService) {}

  ngOnInit(): void {
    this.builds$.findBuild(1).subscribe((build) => (this.build = build));
    this.builds$.findBuilds().subscribe((builds) => (this.builds = builds));
  }
}
