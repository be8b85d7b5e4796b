# regression metrics accumulate across batches (unlike losses)
import tensorflow as tf

mse = tf.keras.metrics.MeanSquaredError()
mae = tf.keras.metrics.MeanAbsoluteError()
rmse = tf.keras.metrics.RootMeanSquaredError()
batches = [([[0.0, 1.0], [0.0, 0.0]], [[1.0, 1.0], [1.0, 0.0]]),
           ([[1.0, 2.0]], [[1.5, 2.5]])]
for y_true, y_pred in batches:
    for m in (mse, mae, rmse):
        m.update_state(y_true, y_pred)
    print([round(float(m.result()), 6) for m in (mse, mae, rmse)])
mse.reset_state()
mse.update_state([[0.0], [1.0]], [[1.0], [1.0]], sample_weight=[2.0, 1.0])
print(mse.result())
print(tf.keras.metrics.MeanSquaredError(name="my_mse").name)
