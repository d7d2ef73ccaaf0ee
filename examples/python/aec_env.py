"""A PettingZoo-shaped AEC environment over `kriegsspiel serve`, using only the standard library.

It follows PettingZoo's AEC API (agent_iter, last, step, rewards, terminations, truncations, infos) without
importing PettingZoo or Gymnasium, so it runs anywhere python3 does; wrap it to register it with those libraries.

- Agents are the ruleset's sides (`possible_agents`, e.g. ["french", "coalition"]).
- `observe(agent)` returns `(observation, action_mask)`: the ruleset's observation vector of the agent's view (a
  list of floats, `observation_size` of them) and a list of 0/1 over the action index space (`action_size`), 1
  at each legal action of that agent (all 0 when it is not the agent's turn).
- `step(action)` takes an action index of the agent to act; an agent that is terminated or truncated steps with
  `None` to leave `agents`, as in PettingZoo.
- Rewards: 0 until the end; then +1 for the winner, -1 for the other sides, 0 for all in a draw.
- Chance is resolved inside the server (chance mode `auto`, from the seed given to `reset`).
"""

from kriegsspiel_client import KriegsspielClient


class Discrete:
    """A stand-in for gymnasium.spaces.Discrete: the integers 0 .. n-1."""

    def __init__(self, n):
        self.n = n

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """A stand-in for gymnasium.spaces.Box: a flat vector of `shape[0]` floats."""

    def __init__(self, size):
        self.shape = (size,)

    def __repr__(self):
        return f"Box(shape={self.shape})"


class KriegsspielAECEnv:
    """One game of a built-in scenario played turn by turn, AEC style, through one `kriegsspiel serve` process."""

    metadata = {"name": "kriegsspiel_v0", "is_parallelizable": False}

    def __init__(self, scenario="skirmish", options=None, max_steps=None, client=None):
        self.scenario = scenario
        self.options = options or {}
        self.max_steps = max_steps
        self._own_client = client is None
        self.client = client or KriegsspielClient()
        probe = self.client.request("setup", scenario=scenario, options=self.options)
        self.client.request("close", game=probe["game"])
        if probe["actionSize"] is None:
            raise ValueError(f"{scenario}: its ruleset has no action encoding")
        self.possible_agents = list(probe["sides"])
        self.action_size = probe["actionSize"]
        self.observation_size = probe["observationSize"]
        self.game = None
        self.agents = []

    def action_space(self, agent):
        """The action indices of the scenario (the same for every agent)."""
        return Discrete(self.action_size)

    def observation_space(self, agent):
        """The observation vector of the scenario (the same size for every agent)."""
        return Box(self.observation_size)

    def reset(self, seed=None, options=None):
        """Starts a new game; `seed` seeds the dice (0 when None)."""
        if self.game is not None:
            self.client.request("close", game=self.game)
        opened = self.client.request("setup", scenario=self.scenario, options=self.options, seed=seed or 0)
        self.game = opened["game"]
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.num_steps = 0
        self._select(opened["decision"])

    def _select(self, decision):
        """Points `agent_selection` at who decides now (the first side still owing a simultaneous choice)."""
        if decision["kind"] == "side":
            self.agent_selection = decision["side"]
        elif decision["kind"] == "simultaneous":
            self.agent_selection = decision["sides"][0]
        else:
            self.agent_selection = self.agents[0] if self.agents else None
        self._decision = decision

    def _acting(self, agent):
        decision = self._decision
        return (decision["kind"] == "side" and decision["side"] == agent) or (
            decision["kind"] == "simultaneous" and agent in decision["sides"]
        )

    def observe(self, agent):
        """`(observation, action_mask)` of `agent` now (see the module's docstring)."""
        observation = self.client.request("observe", game=self.game, side=agent)["observation"]
        mask = [0] * self.action_size
        if self._acting(agent) and not (self.terminations[agent] or self.truncations[agent]):
            for index in self._legal_indices(agent):
                mask[index] = 1
        return observation, mask

    def _legal_indices(self, agent):
        """The legal action indices of `agent`: in a simultaneous decision, only the actions that name its side."""
        if self._decision["kind"] != "simultaneous":
            return self.client.request("mask", game=self.game)["indices"]
        legal = self.client.request("legalActions", game=self.game)
        return [index for action, index in zip(legal["actions"], legal["indices"]) if action.get("side") == agent]

    def last(self, observe=True):
        """`(observation, reward, termination, truncation, info)` of the agent to act, as PettingZoo's `last`."""
        agent = self.agent_selection
        observation = self.observe(agent) if observe else None
        return (observation, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2**63):
        """Yields the agent to act until every agent has left (PettingZoo's `agent_iter`)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        """Plays `action` (an index) for `agent_selection`; `None` for an agent that is done removes it."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"{agent} is done: step it with None")
            self.agents.remove(agent)
            self.agent_selection = self.agents[0] if self.agents else None
            return
        self._cumulative_rewards[agent] = 0
        applied = self.client.request("apply", game=self.game, index=int(action), events=False)
        self.num_steps += 1
        self.rewards = {a: 0 for a in self.agents}
        result = applied["result"]
        if result["terminal"]:
            winner = result["winner"]
            for a in self.agents:
                self.rewards[a] = 0 if winner is None else (1 if a == winner else -1)
                self.terminations[a] = True
                self.infos[a] = {"result": result}
        elif self.max_steps is not None and self.num_steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
                self.infos[a] = {"result": result}
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select(applied["decision"])

    def close(self):
        """Closes the game, and the server if this environment started it."""
        if self.game is not None and self.client.process.poll() is None:
            self.client.request("close", game=self.game)
            self.game = None
        if self._own_client:
            self.client.close()
