import axios from 'axios';

interface NewSegment {
  description: string;
  rolloutPercent?: number;
  preset?: string;
}

interface SegmentsPage {
  newSegment: { description: string };
}

// @expect POST /api/segments
const createSegmentRequest = (body: NewSegment) => axios.post('/api/segments', body);

// The page builds the body from its form and from the options its own callers pass: the
// one preset ever sent is 'everyone', and a plain segment sends none.
export function createSegment(page: SegmentsPage, options?: Partial<NewSegment>): void {
  const payload: NewSegment = options
    ? { ...page.newSegment, ...options }
    : { ...page.newSegment };
  createSegmentRequest(payload);
}

export function createEveryoneSegment(page: SegmentsPage): void {
  createSegment(page, { preset: 'everyone', rolloutPercent: 100 });
}

export function createPlainSegment(page: SegmentsPage): void {
  createSegment(page);
}
