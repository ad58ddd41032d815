import { h, Component } from 'preact';
import Table from './Table';
import Badge from './Badge';

export default class Dashboard extends Component {
  render(props, state) {
    return <main>
      <Badge kind="visitors" />
      <Badge kind="pageviews" />
      <Table endpoint="pages" siteId={state.site.id} />
      <Table endpoint="referrers" siteId={state.site.id} />
    </main>;
  }
}
