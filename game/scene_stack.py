"""The scene stack (as in Tuxemon): input to the top scene, drawing from the top down to an opaque one."""


class SceneStack:
    def __init__(self):
        self._scenes: list = []

    def __len__(self):
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self):
        return self._scenes[-1] if self._scenes else None

    def push(self, scene):
        self._scenes.append(scene)
        scene.on_enter()

    def pop(self):
        scene = self._scenes.pop()
        scene.on_exit()
        if self._scenes:
            self._scenes[-1].on_resume()
        return scene

    def replace(self, scene):
        """Swap the top scene for another (e.g. setup -> table)."""
        if self._scenes:
            self._scenes.pop().on_exit()
        self.push(scene)

    def reset(self, scene):
        """Drop every scene and start again from `scene` (e.g. quit to title)."""
        while self._scenes:
            self._scenes.pop().on_exit()
        self.push(scene)

    def find(self, cls):
        for scene in reversed(self._scenes):
            if isinstance(scene, cls):
                return scene
        return None

    def handle_event(self, event):
        if self._scenes:
            self._scenes[-1].handle_event(event)

    def update(self, dt):
        # Only the top scene runs; scenes below an overlay are frozen (a paused game stays paused).
        if self._scenes:
            self._scenes[-1].update(dt)

    def draw(self, surface):
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        for scene in self._scenes[start:]:
            scene.draw(surface)
