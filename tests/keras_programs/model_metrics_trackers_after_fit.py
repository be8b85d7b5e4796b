# model.metrics after compile, fit and evaluate: the loss tracker and the compiled metrics, their results
import numpy as np
import keras

keras.utils.set_random_seed(37)
x = np.random.rand(30, 3).astype("float32")
y = (x.sum(axis=1) > 1.5).astype("float32")
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(1, activation="sigmoid")])
print(model.metrics_names, model.metrics)
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["mse", "accuracy"])
print(model.metrics_names, model.metrics)
model.fit(x, y, epochs=2, batch_size=10, verbose=0)
loss_tracker, compile_metrics = model.metrics
print(round(float(loss_tracker.result()), 5))
print({k: round(float(v), 5) for k, v in compile_metrics.result().items()})
print([round(v, 5) for v in model.evaluate(x, y, verbose=0)])
print(model.get_metrics_result())
model.reset_metrics()
print(float(loss_tracker.result()), model.get_metrics_result())
