// The site generator. See Build/ for the pipeline.
