package com.saurik.substrate;

/** Test fake: only on the class path of the run that plays a Substrate-infected process. */
public final class MS {}
