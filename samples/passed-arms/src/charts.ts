import { cachedRequest, getFees, getHashrate, later, listBlocks, listRewards, listStatistics } from './api';

export class HashrateChart {
  timespan = '';

  constructor(private form) {}

  load() {
    // every call passes the span the user picked: the bare path is never asked for
    this.form.valueChanges.subscribe((timespan) => getHashrate(timespan));
    return getHashrate(this.timespan);
  }

  statistics(timespan: string) {
    return cachedRequest(listStatistics, 250, timespan);
  }

  fees(timespan: string) {
    // one call leaves the span out: both paths are asked for
    if (timespan) {
      return getFees(timespan);
    }
    // @expect GET /api/v1/mining/fees
    return getFees(undefined);
  }

  more(blocks) {
    // the last block's height may be missing (an empty list): both paths, made in listBlocks
    return listBlocks(blocks[blocks.length - 1]?.height);
  }

  rewards(timespan: string) {
    later(listRewards, timespan);
  }
}
