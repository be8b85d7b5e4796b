"""tf.data's `Dataset.shuffle`, in TensorFlow 2.21's order: its ShuffleDatasetOp and seed generators.

An iteration of a shuffled dataset draws from a Philox generator of its own (`SingleSampleAdapter<PhiloxRandom>`,
one uint32 at a time). Its seeds come from the dataset's seed generator: with `reshuffle_each_iteration`, a
generator seeded once with the dataset's seeds gives two uint32 per iteration (`RandomSeedGenerator`), so each
iteration has another order; without, each iteration is seeded with the dataset's seeds themselves
(`FixedSeedGenerator`). The buffer holds up to `buffer_size` elements in a ring; each element given is the one at a
uniformly drawn offset (the draw modulo the elements held) from the oldest, whose place the oldest then takes.
"""
from gradcli.tensorflow.random.philox import PhiloxState


class Words:
    """The uint32 draws of `PhiloxRandom(seed, seed2)`, one at a time, as `SingleSampleAdapter` gives them."""

    def __init__(self, seed, seed2):
        self.state, self.unused = PhiloxState.from_seeds(seed, seed2), []

    def __call__(self):
        if not self.unused:
            self.unused = [int(word) for word in self.state.blocks(1)[0]]
            self.state = self.state.skip(1)
        return self.unused.pop(0)


class SeedGenerator:
    """The seeds of each iteration of a shuffled dataset with seeds (seed, seed2)."""

    def __init__(self, seed, seed2, reshuffle_each_iteration):
        self.seeds, self.reshuffle = (seed, seed2), reshuffle_each_iteration
        self.words = Words(seed, seed2)

    def next_seeds(self):
        if not self.reshuffle:
            return self.seeds
        first = self.words()
        return first, self.words()


def shuffled(elements, buffer_size, words):
    """The elements (an iterator) in the order ShuffleDatasetOp gives them, drawing from `words`."""
    buffer, oldest, held = [None] * buffer_size, 0, 0
    source_done = False
    while True:
        while not source_done and held < buffer_size:
            element = next(elements, buffer)  # (the buffer itself marks the end: it is no element)
            if element is buffer:
                source_done = True
            else:
                buffer[(oldest + held) % buffer_size] = element
                held += 1
        if not held:
            return
        index = (oldest + words() % held) % buffer_size
        yield buffer[index]
        buffer[index] = buffer[oldest % buffer_size]
        oldest, held = oldest + 1, held - 1
