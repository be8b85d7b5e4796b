# Guide: intro_to_modules — tf.Module finds variables through attributes, lists, dicts and submodules
import tensorflow as tf

class Block(tf.Module):
  def __init__(self, n, name=None):
    super().__init__(name=name)
    self.scale = tf.Variable(float(n), name=f'scale_{n}')

class Container(tf.Module):
  def __init__(self):
    super().__init__()
    self.zeta = tf.Variable(1.0, name='zeta')
    self.alpha = tf.Variable(2.0, name='alpha')
    self.weights = [tf.Variable(3.0, name='list_0'), tf.Variable(4.0, name='list_1')]
    self.table = {'b': tf.Variable(5.0, name='dict_b'), 'a': tf.Variable(6.0, name='dict_a')}
    self.frozen = tf.Variable(7.0, name='frozen', trainable=False)
    self.blocks = [Block(1), Block(2)]
    self.not_a_variable = tf.constant(8.0)
    self.plain_number = 9.0

c = Container()
print([v.name for v in c.variables])
print([v.name for v in c.trainable_variables])
print([m.name for m in c.submodules])
print(len(c.variables), len(c.trainable_variables), len(c.submodules))
total = sum(v.numpy() for v in c.trainable_variables)
print(total)
