import { gql } from '@apollo/client/core';

export const CREATE_POOL_MUTATION = gql`
  mutation CreatePool($input: CreatePoolInput!) {
    storage {
      createPool(input: $input) {
        ok
        output
      }
    }
  }
`;

export const INSTALL_PLUGIN_MUTATION = gql`
  mutation InstallPlugin($url: String!) {
    installPlugin(url: $url) {
      id
    }
  }
`;

export const PLUGIN_LOG_SUBSCRIPTION = gql`
  subscription PluginLog($id: ID!) {
    pluginLog(id: $id) {
      line
    }
  }
`;

export const DRIVES_QUERY = gql`
  query Drives {
    drives {
      id
      name
    }
  }
`;

export const DRIVE_ADDED_SUBSCRIPTION = gql`
  subscription DriveAdded {
    driveAdded {
      id
      name
    }
  }
`;

export const ALERTS_SUBSCRIPTION = gql`
  subscription Alerts {
    alerts {
      id
      message
    }
  }
`;
