"""The scene stack (as in Tuxemon): input to the top scene, drawing from the top down to an opaque one.

No exception inside a scene takes the app down: input, update and drawing run under a guard, and a failure
goes to `on_error(scene, exc)` (the app's CrashGuard), which logs it and takes the player somewhere safe.

A scene that leaves the stack (pop, replace, reset) is closed for good: after its `on_exit` the stack calls its
`dispose`, which lets go of its widgets, and counts it in `closed`; the app then collects what the closed
screens leave in reference cycles, a frame later (App.collect_closed_screens).
"""


class SceneStack:
    def __init__(self, on_error=None):
        self._scenes: list = []
        self.on_error = on_error
        self.changes = 0            # bumped on every push/pop/replace/reset (the app redraws after one)
        self.closed = 0             # scenes that left the stack so far (the app frees their memory after one)

    def __len__(self):
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self):
        return self._scenes[-1] if self._scenes else None

    def push(self, scene):
        self.changes += 1
        below = self.top
        self._scenes.append(scene)
        if below is not None and hasattr(below, "on_cover"):
            below.on_cover()
        scene.on_enter()

    def pop(self):
        self.changes += 1
        scene = self._scenes.pop()
        self._close(scene)
        if self._scenes:
            self._scenes[-1].on_resume()
        return scene

    def replace(self, scene):
        """Swap the top scene for another (e.g. setup -> table)."""
        if self._scenes:
            self._close(self._scenes.pop())
        self.push(scene)

    def reset(self, scene):
        """Drop every scene and start again from `scene` (e.g. quit to title)."""
        while self._scenes:
            old = self._scenes.pop()
            try:
                self._close(old)
            except Exception:      # a failing screen is being left anyway
                pass
        self.push(scene)

    def _close(self, scene):
        """`scene` left the stack for good: its own last words (on_exit), then it lets go of what it holds."""
        self.closed += 1
        try:
            scene.on_exit()
        finally:
            dispose = getattr(scene, "dispose", None)
            if dispose is not None:
                dispose()

    def find(self, cls):
        for scene in reversed(self._scenes):
            if isinstance(scene, cls):
                return scene
        return None

    def handle_event(self, event):
        if self._scenes:
            scene = self._scenes[-1]
            self._guard(scene, scene.handle_event, event)

    def update(self, dt):
        # Only the top scene runs; scenes below an overlay are frozen (a paused game stays paused).
        if self._scenes:
            scene = self._scenes[-1]
            self._guard(scene, scene.update, dt)

    def needs_frames(self) -> bool:
        scene = self.top
        return scene is not None and self._guard(scene, scene.needs_frames) is True

    def calm_frames(self) -> bool:
        scene = self.top
        return scene is not None and self._guard(scene, scene.calm_frames) is True

    def draw(self, surface):
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        top = self._scenes[-1] if self._scenes else None
        for scene in self._scenes[start:]:
            # A screen under an overlay (a table under the pause menu) draws as if the pointer were away:
            # its hover help would otherwise show through the overlay the pointer is really over.
            app = getattr(scene, "app", None) if scene is not top else None
            pointer = getattr(app, "mouse_pos", None)
            if pointer is not None:
                app.mouse_pos = (-1, -1)
            try:
                if self._guard(scene, scene.draw, surface) is _FAILED:
                    return      # the stack changed under us; the next frame draws the new screens
            finally:
                if pointer is not None:
                    app.mouse_pos = pointer

    def _guard(self, scene, method, *args):
        if self.on_error is None:
            return method(*args)
        try:
            return method(*args)
        except Exception as exc:   # noqa: BLE001 - any failure of a screen is reported, never fatal
            self.on_error(scene, exc)
            return _FAILED


_FAILED = object()
