// The errors `build` printed before it rejected with them, so the command line does not print them a second time. Node.
export const reportedErrors = new WeakSet<object>()
