import { send } from "./client.js";

export function getNavbarData() {
  // @expect POST /cluster/navbar
  return send("navbar", {});
}

export function clusterChanges() {
  // @expect POST /cluster/cluster_changes
  return send("cluster_changes", {});
}

export function getIndexSettings(index) {
  // @expect POST /cluster/index_settings
  return send("index_settings", { index: index });
}

export function relocateShard(shard, from, to) {
  // @expect POST /cluster/overview/relocate_shard
  return send("overview/relocate_shard", { shard: shard, from: from, to: to });
}

export function getShardStats(index, shard) {
  // @expect POST /cluster/overview/get_shard_stats
  return send("overview/get_shard_stats", { index: index, shard: shard });
}
