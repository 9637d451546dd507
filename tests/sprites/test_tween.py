import pytest

from sprites.tween import AnimationQueue, Call, Delay, Parallel, Sequence, Tween, easing


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


def test_tween_reaches_end_exactly_and_eases_in_between():
    box = Box()
    tw = Tween(box, "x", 100, 1.0, easing_name="linear")
    assert tw.advance(0.25) == 0.0
    assert box.x == pytest.approx(25)
    leftover = tw.advance(1.0)
    assert tw.done and box.x == 100 and leftover == pytest.approx(0.25)


def test_easing_shapes_the_curve():
    box = Box()
    Tween(box, "x", 100, 1.0, easing_name="easeInQuad").advance(0.5)
    assert box.x == pytest.approx(25)  # 0.5 ** 2


def test_tween_reads_start_when_it_begins_not_when_made():
    box = Box()
    tw = Tween(box, "x", 10, 1.0, easing_name="linear")
    box.x = 6
    tw.advance(0.5)
    assert box.x == pytest.approx(8)


def test_tuple_values_and_setter_tweens():
    box = Box()
    Tween(box, "pos", (10, 20), 1.0, easing_name="linear").advance(0.5)
    assert box.pos == pytest.approx((5, 10))
    seen = []
    Tween.via(seen.append, 0, 4, 1.0, easing_name="linear").advance(0.5)
    assert seen == [pytest.approx(2)]


def test_unknown_easing_and_bad_tweens_are_refused():
    with pytest.raises(ValueError):
        easing("bouncy")
    with pytest.raises(ValueError):
        easing("iterLinear")
    with pytest.raises(ValueError):
        Tween.via(print, None, 1, 1.0)
    with pytest.raises(ValueError):
        Tween(Box(), "x", 1, -1)


def test_sequence_runs_in_order_and_passes_leftover_time_on():
    box, log = Box(), []
    seq = Sequence(Tween(box, "x", 10, 0.5, easing_name="linear"), Call(log.append, "mid"),
                   Delay(0.5), Tween(box, "x", 20, 1.0, easing_name="linear"))
    seq.advance(0.75)            # first tween done (0.25 left), callback, 0.25 into the delay
    assert box.x == 10 and log == ["mid"]
    seq.advance(0.5)             # delay done, 0.25 into the second tween
    assert box.x == pytest.approx(12.5)
    assert seq.advance(1.0) == pytest.approx(0.25) and seq.done and box.x == 20


def test_parallel_ends_with_its_longest_step():
    a, b = Box(), Box()
    par = Parallel(Tween(a, "x", 1, 0.2), Tween(b, "x", 1, 1.0, easing_name="linear"))
    par.advance(0.5)
    assert a.x == 1 and b.x == pytest.approx(0.5) and not par.done
    assert par.advance(0.7) == pytest.approx(0.2) and par.done


def test_queue_plays_items_one_after_another():
    box, log = Box(), []
    q = AnimationQueue()
    q.add(Tween(box, "x", 10, 1.0, easing_name="linear"))
    q.add(Call(log.append, "second"))
    assert q.busy and len(q) == 2
    q.update(0.5)
    assert box.x == pytest.approx(5) and log == []
    q.update(0.5)
    assert log == ["second"] and not q.busy


def test_queue_speed_scales_time():
    box = Box()
    q = AnimationQueue(speed=2.0)
    q.add(Tween(box, "x", 10, 1.0, easing_name="linear"))
    q.update(0.25)
    assert box.x == pytest.approx(5)
    with pytest.raises(ValueError):
        q.speed = 5
    with pytest.raises(ValueError):
        q.speed = -1


def test_speed_zero_is_instant():
    box, log = Box(), []
    q = AnimationQueue(speed=0)
    q.add(Tween(box, "x", 10, 1.0), Call(log.append, "done"))
    assert box.x == 10 and log == ["done"] and not q.busy


def test_skip_jumps_to_the_end_running_callbacks_in_order():
    box, log = Box(), []
    q = AnimationQueue()
    q.add(Tween(box, "x", 10, 1.0), Call(log.append, 1))
    q.add(Delay(5), Call(log.append, 2), Tween(box, "x", 30, 1.0))
    q.add(lambda: log.append(3))
    q.update(0.1)
    q.skip()
    assert log == [1, 2, 3] and box.x == 30 and not q.busy


def test_skip_runs_each_callback_once_even_if_already_run():
    log = []
    seq = Sequence(Call(log.append, "a"), Delay(1), Call(log.append, "b"))
    seq.advance(0.1)
    seq.finish()
    seq.finish()
    assert log == ["a", "b"]


def test_a_callback_may_queue_more_work_or_skip():
    q, log = AnimationQueue(), []
    q.add(Call(lambda: q.add(Call(log.append, "queued later"))))
    q.update(0.0)
    assert log == ["queued later"]
    q.add(Call(q.skip), Delay(1))
    q.add(Call(log.append, "after"))
    q.update(0.01)
    assert log == ["queued later", "after"] and not q.busy
