import React from 'react';
import ConfirmModal from './ConfirmModal';
import { postApi, removeApi } from './api';

// a class component keeping the confirmation in its state: the request runs only from the
// handler the ConfirmModal's confirm button calls
export default class TopicList extends React.Component {
  state = { showDeleteModal: false, deleteMessage: '', topic: '' };

  showDeleteModal = (deleteMessage) => {
    this.setState({ showDeleteModal: true, deleteMessage });
  };

  closeDeleteModal = () => {
    this.setState({ showDeleteModal: false, deleteMessage: '' });
  };

  deleteTopic = () => {
    const { topic } = this.state;
    // @expect DELETE /api/topics/{topic}
    removeApi(`/api/topics/${topic}`).then(() => this.closeDeleteModal());
  };

  emptyTopic = () => {
    const { topic } = this.props;
    // @expect POST /api/topics/{topic}/empty
    postApi(`/api/topics/${topic}/empty`, {});
  };

  handleOnDelete(topic) {
    this.setState({ topic }, () => {
      this.showDeleteModal(<>Do you want to delete topic: <code>{topic}</code>?</>);
    });
  }

  render() {
    return (
      <div>
        <button type="button" onClick={() => this.handleOnDelete(this.props.topic)}>Delete</button>
        {/* a plain button: no confirmation */}
        <button type="button" onClick={this.emptyTopic}>Empty</button>
        <ConfirmModal
          show={this.state.showDeleteModal}
          handleCancel={this.closeDeleteModal}
          handleConfirm={this.deleteTopic}
          message={this.state.deleteMessage}
        />
      </div>
    );
  }
}
