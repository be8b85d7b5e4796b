"""What each command computes: one module per command builds its report (grad, hessian, run, batch, graph,
plot, functions), from the calculator, sweeps, finite differences and sympy beside them. Nothing here
renders or prints."""
