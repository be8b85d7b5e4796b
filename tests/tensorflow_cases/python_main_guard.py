# The script's entry point under if __name__ == "__main__".
import tensorflow as tf

def main():
    x = tf.Variable(2.0)
    with tf.GradientTape() as tape:
        y = x ** 3
    print(tape.gradient(y, x))

print(__name__)
if __name__ == "__main__":
    main()
