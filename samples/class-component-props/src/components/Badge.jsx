import { h, Component } from 'preact';
import { request } from '../lib/client';

// A class component reading a prop straight from this.props.
export default class Badge extends Component {
  componentDidMount() {
    // @expect GET /api/badges/visitors
    request(`/badges/${this.props.kind}`).then(count => this.setState({ count }));
  }

  render(props, state) {
    return <span>{state.count}</span>;
  }
}
