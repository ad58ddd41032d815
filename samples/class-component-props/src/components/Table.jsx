import { h, Component } from 'preact';
import { request } from '../lib/client';

// A class component whose requests read the props its elements pass (this.props).
export default class Table extends Component {
  constructor(props) {
    super(props);
    this.state = { records: [], offset: 0, limit: 15 };
  }

  componentDidMount() {
    this.fetchData(this.props);
  }

  fetchData(props) {
    // @expect GET /api/sites/{siteId}/stats/pages/agg
    request(`/sites/${props.siteId}/stats/${props.endpoint}/agg?offset=${this.state.offset}&limit=${this.state.limit}`)
      .then(records => this.setState({ records }));
  }

  paginateNext() {
    this.setState({ offset: this.state.offset + this.state.limit });
    this.fetchData(this.props);
  }

  render(props, state) {
    return <div>
      <ul>{state.records.map(r => <li>{r.label}</li>)}</ul>
      <button onClick={this.paginateNext}>Next</button>
    </div>;
  }
}
