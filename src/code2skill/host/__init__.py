"""Host compatibility (``code2skill host-check``): what a deployment offers
(:mod:`.profile`, ``host-profile.json``) against what a contract's capabilities need
(``consumerRequirements``), capability by capability (:mod:`.check`). Nothing branches on a
Host's brand, and the contract is never weakened to fit a Host."""
