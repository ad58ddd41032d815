import ApplicationAdapter from './application';

// a native class over the classic chain: namespace and pathForType come from the base
export default class MemberAdapter extends ApplicationAdapter {}
