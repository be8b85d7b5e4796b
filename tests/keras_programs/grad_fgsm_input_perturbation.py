# adversarial example (FGSM tutorial pattern): sign of the loss gradient w.r.t. the input
import tensorflow as tf

tf.keras.utils.set_random_seed(31)
model = tf.keras.Sequential([tf.keras.Input(shape=(4,)), tf.keras.layers.Dense(6, activation="relu"),
                             tf.keras.layers.Dense(3)])
loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
image = tf.constant([[0.2, 0.4, 0.6, 0.8]])
label = tf.constant([1])
with tf.GradientTape() as tape:
    tape.watch(image)
    prediction = model(image)
    loss = loss_object(label, prediction)
gradient = tape.gradient(loss, image)
signed_grad = tf.sign(gradient)
print(prediction)
print(gradient)
print(signed_grad)
for eps in [0.0, 0.05, 0.2]:
    adv = tf.clip_by_value(image + eps * signed_grad, 0.0, 1.0)
    print(eps, adv.numpy(), f"{loss_object(label, model(adv)).numpy():.5f}")
